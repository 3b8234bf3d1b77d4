/**
 * `$time` (HH:MM, 24 h) and `$date` (YYYY-MM-DD) as a wall clock in `timeZone` shows them.
 * An unknown zone falls back to UTC so a bad stored value never breaks a render.
 */
export function formatHostClock(now: Date, timeZone: string): { time: string; date: string } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = clockFormat(timeZone).formatToParts(now);
  } catch {
    parts = clockFormat("UTC").formatToParts(now);
  }
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? "00";
  // Some ICU versions print midnight as "24" with hourCycle h23 unset; h23 fixes it, the
  // guard keeps older runtimes honest.
  const hour = get("hour") === "24" ? "00" : get("hour");
  return {
    time: `${hour}:${get("minute")}`,
    date: `${get("year")}-${get("month")}-${get("day")}`,
  };
}

const formats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  return format;
}
