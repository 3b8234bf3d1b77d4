CREATE TABLE "agent_job" (
	"id" text PRIMARY KEY NOT NULL,
	"host_id" text NOT NULL,
	"run_id" text NOT NULL,
	"step_index" integer NOT NULL,
	"step" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"claimed_by" text,
	"result" jsonb,
	"error" text,
	"claimed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_event" (
	"id" text PRIMARY KEY NOT NULL,
	"host_id" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "run" (
	"id" text PRIMARY KEY NOT NULL,
	"host_id" text NOT NULL,
	"shortcut_id" text,
	"shortcut_name" text NOT NULL,
	"busy_key" text NOT NULL,
	"steps" jsonb NOT NULL,
	"mode" text DEFAULT 'sequential' NOT NULL,
	"trigger" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"depth" integer DEFAULT 0 NOT NULL,
	"input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"claimed_by" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_job" ADD CONSTRAINT "agent_job_host_id_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_job" ADD CONSTRAINT "agent_job_run_id_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_event" ADD CONSTRAINT "client_event_host_id_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run" ADD CONSTRAINT "run_host_id_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_job_host_status_idx" ON "agent_job" USING btree ("host_id","status");--> statement-breakpoint
CREATE INDEX "client_event_host_created_idx" ON "client_event" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "run_host_created_idx" ON "run" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "run_status_created_idx" ON "run" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "run_busy_key_status_idx" ON "run" USING btree ("busy_key","status");