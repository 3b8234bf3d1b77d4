"use client";

import { useEffect } from "react";

/**
 * SPEC §2: when the root layout itself fails, show 'Something went wrong' and log the error.
 * It replaces the whole document, so it cannot rely on the theme CSS being loaded.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <body
        style={{
          margin: 0,
          minHeight: "100vh",
          display: "grid",
          placeItems: "center",
          fontFamily: "system-ui, sans-serif",
          background: "#0e1020",
          color: "#f5f3ff",
        }}
      >
        <main style={{ textAlign: "center", padding: 24 }}>
          <h1 style={{ fontSize: 28, marginBottom: 16 }}>Something went wrong</h1>
          <button
            type="button"
            onClick={() => window.location.reload()}
            style={{
              font: "inherit",
              fontWeight: 700,
              padding: "10px 20px",
              borderRadius: 8,
              border: 0,
              background: "#7c5cff",
              color: "#fff",
              cursor: "pointer",
            }}
          >
            Retry
          </button>
        </main>
      </body>
    </html>
  );
}
