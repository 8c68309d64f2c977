CREATE TABLE `player_stats` (
	`tenant_id` integer NOT NULL,
	`roster_player_id` integer NOT NULL,
	`games_played` integer NOT NULL,
	`games_started` integer NOT NULL,
	`bats` text,
	`throws` text,
	`games` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `roster_player_id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`roster_player_id`) REFERENCES `roster_players`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `stat_games` (
	`tenant_id` integer NOT NULL,
	`roster_id` integer NOT NULL,
	`number` integer NOT NULL,
	`date` text NOT NULL,
	`opponent` text NOT NULL,
	`location_indicator` text NOT NULL,
	`is_conference` integer DEFAULT false NOT NULL,
	`result` text NOT NULL,
	`team_score` integer NOT NULL,
	`opponent_score` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `roster_id`, `number`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`roster_id`) REFERENCES `rosters`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
