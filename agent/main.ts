import { hostname } from "node:os";
import { parseConfig, USAGE } from "./config";
import { connectAgent } from "./connect-agent";
import { defaultCredentialsPath, removeCredentials } from "./credentials";
import { describeError } from "./device-login";
import { executeStep } from "./execute-step";
import { startJobLoop } from "./job-loop";
import { signIn } from "./sign-in";
import { createSyncTokenFetcher } from "./sync-token";

/** `npm run agent -- --url http://host:3000`: runs the host's host-side steps on this computer. */
function log(line: string) {
  console.log(`${new Date().toLocaleTimeString()} ${line}`);
}

async function main(): Promise<number> {
  const config = parseConfig(process.argv.slice(2), process.env, hostname());
  if (config.help) {
    console.log(USAGE);
    return 0;
  }
  const credentialsPath = defaultCredentialsPath();
  if (config.logout) {
    const removed = await removeCredentials(credentialsPath);
    log(removed ? `Signed out: removed ${credentialsPath}.` : "Not signed in.");
    return 0;
  }

  const abort = new AbortController();
  let finish: (code: number) => void = () => {};
  const finished = new Promise<number>((resolve) => {
    finish = resolve;
  });
  const onSignal = () => {
    abort.abort();
    finish(0);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  log(`Deckbot host agent for ${config.url}`);
  const signingIn = signIn({ url: config.url, credentialsPath, log, signal: abort.signal }).catch(
    (error: unknown) => {
      // Ctrl+C while waiting for approval is a normal way to stop, not an error.
      if (abort.signal.aborted) return null;
      throw error;
    },
  );
  const credentials = await Promise.race([signingIn, finished.then(() => null)]);
  if (!credentials) return 0;

  const fetchToken = createSyncTokenFetcher(config.url, credentials.sessionToken, {
    onSignedOut: () => {
      log("The server no longer accepts this sign-in. Run the agent again to sign in.");
      void removeCredentials(credentialsPath);
      finish(1);
    },
  });
  let wasOnline = false;
  const client = connectAgent(config.url, fetchToken, (online) => {
    if (online && !wasOnline) {
      log(
        `Online as "${config.name}". Commands are ${config.allowCommands ? "allowed" : "off (--allow-commands turns them on)"}. Ctrl+C stops.`,
      );
    }
    wasOnline = online;
  });
  const loop = startJobLoop({
    client,
    agentName: config.name,
    log,
    execute: (step) => executeStep(step, config),
  });

  const code = await finished;
  log("Stopping…");
  await loop.stop();
  await client.close();
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(describeError(error));
    process.exit(1);
  },
);
