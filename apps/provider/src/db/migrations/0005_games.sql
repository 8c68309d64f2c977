CREATE TABLE `games` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`sport_id` integer NOT NULL,
	`schedule_id` integer NOT NULL,
	`season_id` integer NOT NULL,
	`date` text NOT NULL,
	`end_date` text,
	`date_utc` text,
	`end_date_utc` text,
	`time` text,
	`tbd` integer DEFAULT false NOT NULL,
	`all_day` integer DEFAULT false NOT NULL,
	`is_double_header` integer DEFAULT false NOT NULL,
	`status` text NOT NULL,
	`game_state` integer DEFAULT 0 NOT NULL,
	`noplay_text` text DEFAULT '' NOT NULL,
	`location_indicator` text NOT NULL,
	`location` text,
	`neutral_hometeam` integer DEFAULT false NOT NULL,
	`facility_id` integer,
	`is_conference` integer DEFAULT false NOT NULL,
	`conference` text,
	`tournament` text DEFAULT '' NOT NULL,
	`opponent_id` integer NOT NULL,
	`opponent_prefix` text,
	`team_prefix` text,
	`show_at_vs` integer DEFAULT false NOT NULL,
	`is_spotlight` integer DEFAULT false NOT NULL,
	`game_center_enabled` integer DEFAULT false NOT NULL,
	`result_status` text,
	`team_score` text,
	`opponent_score` text,
	`pre_score` text,
	`post_score` text,
	`has_box_score` integer DEFAULT false NOT NULL,
	`line_scores` text,
	`media` text NOT NULL,
	`pregame_story_id` integer,
	`postgame_story_id` integer,
	`promotion` text NOT NULL,
	`event_image` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`sport_id`) REFERENCES `sports`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`opponent_id`) REFERENCES `opponents`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `games_date` ON `games` (`tenant_id`,`date`,`id`);--> statement-breakpoint
CREATE INDEX `games_sport` ON `games` (`tenant_id`,`sport_id`,`date`);--> statement-breakpoint
CREATE INDEX `games_schedule` ON `games` (`tenant_id`,`schedule_id`);--> statement-breakpoint
CREATE TABLE `opponents` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`mascot` text NOT NULL,
	`location` text NOT NULL,
	`conference` text NOT NULL,
	`website` text NOT NULL,
	`image` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_stat_games` (
	`tenant_id` integer NOT NULL,
	`roster_id` integer NOT NULL,
	`number` integer NOT NULL,
	`game_id` integer,
	`date` text NOT NULL,
	`opponent` text NOT NULL,
	`location_indicator` text NOT NULL,
	`is_conference` integer DEFAULT false NOT NULL,
	`result` text NOT NULL,
	`team_score` integer NOT NULL,
	`opponent_score` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `roster_id`, `number`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`roster_id`) REFERENCES `rosters`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`game_id`) REFERENCES `games`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_stat_games`("tenant_id", "roster_id", "number", "game_id", "date", "opponent", "location_indicator", "is_conference", "result", "team_score", "opponent_score") SELECT "tenant_id", "roster_id", "number", NULL, "date", "opponent", "location_indicator", "is_conference", "result", "team_score", "opponent_score" FROM `stat_games`;--> statement-breakpoint
DROP TABLE `stat_games`;--> statement-breakpoint
ALTER TABLE `__new_stat_games` RENAME TO `stat_games`;--> statement-breakpoint
PRAGMA foreign_keys=ON;