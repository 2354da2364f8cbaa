CREATE TABLE "award_snapshots" (
	"activity_id" bigint PRIMARY KEY NOT NULL,
	"winners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seed" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"user_id" bigint,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"money" double precision,
	"goods" text DEFAULT '' NOT NULL,
	"number" integer,
	"price" double precision,
	"image" text DEFAULT '' NOT NULL,
	"contact" text NOT NULL,
	"implementation_date" date,
	"declared_award" text DEFAULT '' NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"type" text NOT NULL,
	"ranking" integer DEFAULT 1 NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"sex" text,
	"division" text,
	"hole" integer,
	"prize_id" bigint NOT NULL,
	"num" integer DEFAULT 1 NOT NULL,
	"manual_winner_player_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prizes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"name" text NOT NULL,
	"num" integer NOT NULL,
	"price" double precision,
	"image" text DEFAULT '' NOT NULL,
	"donation_id" bigint,
	"source" text DEFAULT 'bought' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "award_snapshots" ADD CONSTRAINT "award_snapshots_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_rules" ADD CONSTRAINT "prize_rules_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_rules" ADD CONSTRAINT "prize_rules_prize_id_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."prizes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_rules" ADD CONSTRAINT "prize_rules_manual_winner_player_id_players_id_fk" FOREIGN KEY ("manual_winner_player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_activity_idx" ON "donations" USING btree ("activity_id","status","id");--> statement-breakpoint
CREATE INDEX "prize_rules_activity_idx" ON "prize_rules" USING btree ("activity_id","order");--> statement-breakpoint
CREATE INDEX "prize_rules_prize_idx" ON "prize_rules" USING btree ("prize_id");--> statement-breakpoint
CREATE INDEX "prizes_activity_idx" ON "prizes" USING btree ("activity_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "prizes_donation_key" ON "prizes" USING btree ("donation_id");