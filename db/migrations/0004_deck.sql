CREATE TABLE "automation" (
	"id" text PRIMARY KEY NOT NULL,
	"host_id" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"events" jsonb NOT NULL,
	"conditions" jsonb NOT NULL,
	"shortcut_id" text,
	"rate_limit_ms" integer DEFAULT 1000 NOT NULL,
	"last_fired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "button" (
	"id" text PRIMARY KEY NOT NULL,
	"screen_id" text NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"w" integer NOT NULL,
	"h" integer NOT NULL,
	"kind" text NOT NULL,
	"style" jsonb NOT NULL,
	"states" jsonb,
	"on" jsonb NOT NULL,
	"confirm" jsonb NOT NULL,
	"variable_id" text,
	"target_screen_id" text,
	"reference_button_id" text,
	"state_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen" (
	"id" text PRIMARY KEY NOT NULL,
	"host_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"columns" integer NOT NULL,
	"rows" integer NOT NULL,
	"gap" integer NOT NULL,
	"background_color" text NOT NULL,
	"background_image" text,
	"font_family" text NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"published_at" timestamp with time zone,
	"source_screen_id" text,
	"source_version" integer,
	"install_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_publication" (
	"id" text PRIMARY KEY NOT NULL,
	"screen_id" text NOT NULL,
	"host_id" text NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shortcut" (
	"id" text PRIMARY KEY NOT NULL,
	"host_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text,
	"steps" jsonb NOT NULL,
	"mode" text DEFAULT 'sequential' NOT NULL,
	"when_busy" text DEFAULT 'queue' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variable" (
	"id" text PRIMARY KEY NOT NULL,
	"host_id" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"kind" text DEFAULT 'value' NOT NULL,
	"value" jsonb,
	"default_value" jsonb,
	"expression" text,
	"persist" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation" ADD CONSTRAINT "automation_host_id_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation" ADD CONSTRAINT "automation_shortcut_id_shortcut_id_fk" FOREIGN KEY ("shortcut_id") REFERENCES "public"."shortcut"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "button" ADD CONSTRAINT "button_screen_id_screen_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."screen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen" ADD CONSTRAINT "screen_host_id_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_publication" ADD CONSTRAINT "screen_publication_screen_id_screen_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."screen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_publication" ADD CONSTRAINT "screen_publication_host_id_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortcut" ADD CONSTRAINT "shortcut_host_id_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variable" ADD CONSTRAINT "variable_host_id_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_host_idx" ON "automation" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "button_screen_idx" ON "button" USING btree ("screen_id");--> statement-breakpoint
CREATE INDEX "screen_host_updated_idx" ON "screen" USING btree ("host_id","updated_at");--> statement-breakpoint
CREATE INDEX "screen_visibility_updated_idx" ON "screen" USING btree ("visibility","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "screen_publication_screen_version_uq" ON "screen_publication" USING btree ("screen_id","version");--> statement-breakpoint
CREATE INDEX "shortcut_host_name_idx" ON "shortcut" USING btree ("host_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "variable_host_key_uq" ON "variable" USING btree ("host_id","key");