/** PNG icons for the web app manifest, drawn from the logo by app/icons/[name]/route.tsx. */
export const APP_ICONS = {
  "icon-192.png": { size: 192, padding: 0.12, purpose: "any" },
  "icon-512.png": { size: 512, padding: 0.12, purpose: "any" },
  "maskable-512.png": { size: 512, padding: 0.22, purpose: "maskable" },
} as const;

export type AppIconName = keyof typeof APP_ICONS;

export function isAppIconName(name: string): name is AppIconName {
  return Object.hasOwn(APP_ICONS, name);
}
