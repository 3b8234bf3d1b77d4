/**
 * The app-shell loading indicator: the Deckbot robot with a blinking antenna light. Pure
 * CSS animation so it works from the precached shell with no JavaScript loaded yet.
 */
export function ShellIndicator({ label = "Loading Deckbot" }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col items-center gap-3">
      <svg
        viewBox="0 0 64 64"
        className="size-16 text-neutral-800 dark:text-neutral-100"
        aria-hidden="true"
      >
        <line
          x1="32"
          y1="6"
          x2="32"
          y2="16"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="32" cy="6" r="4" className="animate-pulse fill-sky-500" />
        <rect
          x="12"
          y="16"
          width="40"
          height="32"
          rx="8"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        />
        <circle cx="24" cy="31" r="4" fill="currentColor" />
        <rect x="36" y="30" width="8" height="3" rx="1.5" fill="currentColor" />
        <path
          d="M24 40 q8 5 16 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <rect x="20" y="50" width="24" height="8" rx="3" fill="currentColor" opacity="0.6" />
      </svg>
      <span className="size-5 animate-spin rounded-full border-2 border-neutral-300 border-t-sky-500 motion-reduce:animate-none dark:border-neutral-700" />
    </div>
  );
}
