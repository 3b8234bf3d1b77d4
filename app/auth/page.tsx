import { redirect } from "next/navigation";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page(props: Props) {
  const { callbackURL } = await props.searchParams;
  const query =
    typeof callbackURL === "string" ? `?callbackURL=${encodeURIComponent(callbackURL)}` : "";
  redirect(`/auth/sign-in${query}`);
}
