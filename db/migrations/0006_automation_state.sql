CREATE TABLE "automation_state" (
	"automation_id" text NOT NULL,
	"slot" text NOT NULL,
	"value" jsonb,
	"stamp" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_state_automation_id_slot_pk" PRIMARY KEY("automation_id","slot")
);
--> statement-breakpoint
ALTER TABLE "automation_state" ADD CONSTRAINT "automation_state_automation_id_automation_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automation"("id") ON DELETE cascade ON UPDATE no action;