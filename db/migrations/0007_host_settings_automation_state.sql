CREATE TABLE "automation_state" (
	"automation_id" text NOT NULL,
	"slot" text NOT NULL,
	"value" jsonb,
	"stamp" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_state_automation_id_slot_pk" PRIMARY KEY("automation_id","slot")
);
--> statement-breakpoint
CREATE TABLE "host_settings" (
	"host_id" text PRIMARY KEY NOT NULL,
	"theme" text DEFAULT 'system' NOT NULL,
	"default_font" text DEFAULT 'nunito' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation_state" ADD CONSTRAINT "automation_state_automation_id_automation_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_settings" ADD CONSTRAINT "host_settings_host_id_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;