CREATE TABLE "sync_presence" (
	"connection_id" text PRIMARY KEY NOT NULL,
	"process_id" text NOT NULL,
	"user_id" text,
	"device" text,
	"platform" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_session_requests" (
	"session_id" text NOT NULL,
	"request_id" bigint NOT NULL,
	"result" jsonb NOT NULL,
	"log_lines" jsonb NOT NULL,
	"ts" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_session_requests_session_id_request_id_pk" PRIMARY KEY("session_id","request_id")
);
--> statement-breakpoint
CREATE INDEX "sync_presence_user_id_idx" ON "sync_presence" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sync_presence_process_id_idx" ON "sync_presence" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "sync_session_requests_created_at_idx" ON "sync_session_requests" USING btree ("created_at");