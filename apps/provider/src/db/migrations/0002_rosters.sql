CREATE TABLE `players` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`sport_id` integer NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`gender` text NOT NULL,
	`hometown` text,
	`high_school` text,
	`previous_school` text,
	`major` text,
	`custom1` text DEFAULT '' NOT NULL,
	`custom2` text DEFAULT '' NOT NULL,
	`twitter_username` text,
	`instagram_username` text,
	`tiktok_username` text,
	`bio` text,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`sport_id`) REFERENCES `sports`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `players_name` ON `players` (`tenant_id`,`last_name`,`first_name`);--> statement-breakpoint
CREATE TABLE `roster_players` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`roster_id` integer NOT NULL,
	`player_id` integer NOT NULL,
	`rank` integer NOT NULL,
	`jersey_number` text,
	`position_short` text DEFAULT '' NOT NULL,
	`position_long` text DEFAULT '' NOT NULL,
	`height_feet` integer,
	`height_inches` integer,
	`weight` integer,
	`academic_year_number` integer NOT NULL,
	`academic_year_short` text NOT NULL,
	`academic_year_long` text NOT NULL,
	`is_captain` integer DEFAULT false NOT NULL,
	`letters` integer DEFAULT 0 NOT NULL,
	`hide` integer DEFAULT false NOT NULL,
	`hide_bio` integer DEFAULT false NOT NULL,
	`image` text,
	`last_updated` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`roster_id`) REFERENCES `rosters`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`player_id`) REFERENCES `players`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `roster_players_roster` ON `roster_players` (`tenant_id`,`roster_id`,`rank`);--> statement-breakpoint
CREATE INDEX `roster_players_player` ON `roster_players` (`tenant_id`,`player_id`);--> statement-breakpoint
CREATE TABLE `rosters` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`sport_id` integer NOT NULL,
	`season_id` integer NOT NULL,
	`display_title` text NOT NULL,
	`note` text,
	`display_fields` text NOT NULL,
	`sort_alpha` integer DEFAULT false NOT NULL,
	`hide` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`season_id`) REFERENCES `seasons`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rosters_sport` ON `rosters` (`tenant_id`,`sport_id`);--> statement-breakpoint
CREATE TABLE `seasons` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`sport_id` integer NOT NULL,
	`title` text NOT NULL,
	`year` integer NOT NULL,
	`start_date` text NOT NULL,
	`created` text NOT NULL,
	`schedule_id` integer,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`sport_id`) REFERENCES `sports`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `seasons_sport` ON `seasons` (`tenant_id`,`sport_id`,`year`);