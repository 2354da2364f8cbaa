ALTER TABLE "activities" ADD COLUMN "hidden_holes" jsonb;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "results" jsonb;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "results_computed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "results_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "score_status" text DEFAULT 'ok' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "total_putts" integer;