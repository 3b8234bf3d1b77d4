import { runTool, StepError } from "./run-tool";

/** `open_url`: the default browser opens an http(s) address; other schemes are refused. */
export async function openUrl(step: { url: string }, platform: NodeJS.Platform): Promise<string> {
  let url: URL;
  try {
    url = new URL(step.url);
  } catch {
    throw new StepError(`Not a web address: ${step.url}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new StepError(`Only http and https addresses can be opened, not ${url.protocol}`);
  }
  const href = url.toString();
  if (platform === "darwin") await runTool("open", [href]);
  // rundll32 hands the address to the default browser without cmd.exe re-parsing "&".
  else if (platform === "win32") await runTool("rundll32", ["url.dll,FileProtocolHandler", href]);
  else await runTool("xdg-open", [href], { install: "xdg-utils (sudo apt install xdg-utils)" });
  return href;
}
