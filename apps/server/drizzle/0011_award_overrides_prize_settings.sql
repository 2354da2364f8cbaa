CREATE TABLE "award_overrides" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"rule_id" bigint NOT NULL,
	"slot" integer DEFAULT 0 NOT NULL,
	"player_id" bigint,
	"reason" text NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_settings" (
	"activity_id" bigint PRIMARY KEY NOT NULL,
	"one_main_prize_per_player" boolean DEFAULT true NOT NULL,
	"priority" text DEFAULT 'net' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prize_rules" ADD COLUMN "manual_winner_distance" double precision;--> statement-breakpoint
ALTER TABLE "award_overrides" ADD CONSTRAINT "award_overrides_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_overrides" ADD CONSTRAINT "award_overrides_rule_id_prize_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."prize_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_overrides" ADD CONSTRAINT "award_overrides_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_overrides" ADD CONSTRAINT "award_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_settings" ADD CONSTRAINT "prize_settings_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "award_overrides_rule_slot_key" ON "award_overrides" USING btree ("rule_id","slot");--> statement-breakpoint
CREATE INDEX "award_overrides_activity_idx" ON "award_overrides" USING btree ("activity_id");