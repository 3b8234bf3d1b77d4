/** SPEC §1 page description, used by metadata, the manifest and the home page. */
export const SITE_NAME = "Deckbot";
export const SITE_DESCRIPTION = "Automate your workflows, streams, videogames and everything.";
