import { startEmbeddedPostgres } from "@/db/embedded";

// Child process for the crash tests: starts the embedded cluster in DATA_DIR (argv[2]),
// prints its URL and then idles until killed — the way the app holds postgres.
const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: embedded-child <dataDir>");
const db = await startEmbeddedPostgres({ dataDir, log: () => {} });
console.log(`URL ${db.url}`);
process.on("SIGTERM", () => {
  void db.stop().then(() => process.exit(0));
});
setInterval(() => {}, 1 << 30);
