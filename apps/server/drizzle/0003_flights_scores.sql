CREATE TABLE "flight_players" (
	"flight_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"day" text NOT NULL,
	"tee_time" text NOT NULL,
	"start_hole" integer DEFAULT 1 NOT NULL,
	"start_group" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"marker_player_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"hole" integer NOT NULL,
	"old_strokes" integer,
	"new_strokes" integer,
	"old_putts" integer,
	"new_putts" integer,
	"source" text NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scores" (
	"player_id" bigint NOT NULL,
	"hole" integer NOT NULL,
	"strokes" integer NOT NULL,
	"putts" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_players" ADD CONSTRAINT "flight_players_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_players" ADD CONSTRAINT "flight_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_marker_player_id_players_id_fk" FOREIGN KEY ("marker_player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_log" ADD CONSTRAINT "score_log_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_players_player_key" ON "flight_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "flight_players_flight_idx" ON "flight_players" USING btree ("flight_id","position");--> statement-breakpoint
CREATE INDEX "flights_activity_idx" ON "flights" USING btree ("activity_id","position");--> statement-breakpoint
CREATE INDEX "score_log_activity_idx" ON "score_log" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scores_player_hole_key" ON "scores" USING btree ("player_id","hole");