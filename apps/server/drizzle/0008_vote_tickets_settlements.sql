CREATE TABLE "vote_settlements" (
	"activity_id" bigint PRIMARY KEY NOT NULL,
	"group_id" bigint NOT NULL,
	"settlement" jsonb NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"option" text NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vote_settlements" ADD CONSTRAINT "vote_settlements_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_settlements" ADD CONSTRAINT "vote_settlements_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_tickets" ADD CONSTRAINT "vote_tickets_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_tickets" ADD CONSTRAINT "vote_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vote_settlements_group_idx" ON "vote_settlements" USING btree ("group_id","settled_at");--> statement-breakpoint
CREATE INDEX "vote_tickets_activity_user_idx" ON "vote_tickets" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "vote_tickets_activity_option_idx" ON "vote_tickets" USING btree ("activity_id","option");