CREATE TABLE "sync_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"ts" bigint DEFAULT 0 NOT NULL
);
