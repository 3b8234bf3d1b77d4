export default function Home() {
  return <main>Deckbot</main>;
}
