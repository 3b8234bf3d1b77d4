CREATE TABLE "connection" (
	"id" text PRIMARY KEY NOT NULL,
	"host_id" text NOT NULL,
	"client_user_id" text NOT NULL,
	"device_name" text NOT NULL,
	"platform" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'controller' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"allowed_screen_ids" jsonb DEFAULT null,
	"start_screen_id" text,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pairing_code" (
	"id" text PRIMARY KEY NOT NULL,
	"host_id" text NOT NULL,
	"code" text NOT NULL,
	"role" text DEFAULT 'controller' NOT NULL,
	"auto_approve" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_by" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connection" ADD CONSTRAINT "connection_host_id_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection" ADD CONSTRAINT "connection_client_user_id_user_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairing_code" ADD CONSTRAINT "pairing_code_host_id_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairing_code" ADD CONSTRAINT "pairing_code_used_by_user_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connection_host_idx" ON "connection" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "connection_client_idx" ON "connection" USING btree ("client_user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "pairing_code_code_idx" ON "pairing_code" USING btree ("code");--> statement-breakpoint
CREATE INDEX "pairing_code_host_idx" ON "pairing_code" USING btree ("host_id","expires_at");