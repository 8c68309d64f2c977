CREATE TABLE `all_americans` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`sport_id` integer NOT NULL,
	`year` integer NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`position` text NOT NULL,
	`hometown` text NOT NULL,
	`team` text NOT NULL,
	`selector` text NOT NULL,
	`academic` integer DEFAULT false NOT NULL,
	`player_id` integer NOT NULL,
	`roster_player_id` integer,
	`image_path` text,
	`bio` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`sport_id`) REFERENCES `sports`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `all_americans_year` ON `all_americans` (`tenant_id`,`year`,`id`);--> statement-breakpoint
CREATE TABLE `award_types` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`title` text NOT NULL,
	`display` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `awards` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`type_id` integer NOT NULL,
	`sport_id` integer NOT NULL,
	`player_id` integer NOT NULL,
	`roster_player_id` integer,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`gender` text NOT NULL,
	`hometown` text NOT NULL,
	`high_school` text NOT NULL,
	`position_short` text NOT NULL,
	`position_long` text NOT NULL,
	`academic_year_number` integer NOT NULL,
	`academic_year_short` text NOT NULL,
	`academic_year_long` text NOT NULL,
	`jersey_number` text,
	`short_highlights` text NOT NULL,
	`highlights` text NOT NULL,
	`image_path` text NOT NULL,
	`date` text NOT NULL,
	`expires` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`sport_id`) REFERENCES `sports`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`type_id`) REFERENCES `award_types`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `awards_date` ON `awards` (`tenant_id`,`date`,`id`);--> statement-breakpoint
CREATE TABLE `hall_of_fame_members` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`is_team` integer DEFAULT false NOT NULL,
	`induction_year` integer NOT NULL,
	`class_year` integer,
	`sport_ids` text NOT NULL,
	`image_path` text,
	`bio` text NOT NULL,
	`twitter` text,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `hall_of_fame_induction` ON `hall_of_fame_members` (`tenant_id`,`induction_year`,`id`);