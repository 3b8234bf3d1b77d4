import { AuthView } from "@/components/auth/auth-view";

export const metadata = { title: "Account · Deckbot" };

type Props = {
  params: Promise<{ view: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function Page(props: Props) {
  const [{ view }, searchParams] = await Promise.all([props.params, props.searchParams]);
  return <AuthView area="host" view={view} searchParams={searchParams} />;
}
