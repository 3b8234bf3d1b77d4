import { AccountPage } from "@/components/account/account-page";

export const metadata = { title: "Account · Deckbot" };

export default function Page() {
  return <AccountPage area="client" />;
}
