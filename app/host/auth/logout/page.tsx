import { SignOutScreen } from "@/components/auth/sign-out-screen";

export const metadata = { title: "Signing out · Deckbot" };

export default function Page() {
  return <SignOutScreen area="host" />;
}
