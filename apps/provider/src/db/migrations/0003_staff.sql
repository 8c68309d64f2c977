CREATE TABLE `coaching_records` (
	`tenant_id` integer NOT NULL,
	`sport_id` integer NOT NULL,
	`year` integer NOT NULL,
	`season` text NOT NULL,
	`staff_id` integer,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`overall_wins` integer NOT NULL,
	`overall_losses` integer NOT NULL,
	`overall_ties` integer NOT NULL,
	`conference_wins` integer NOT NULL,
	`conference_losses` integer NOT NULL,
	`conference_ties` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `sport_id`, `year`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`sport_id`) REFERENCES `sports`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `roster_staff` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`roster_id` integer NOT NULL,
	`staff_id` integer NOT NULL,
	`rank` integer NOT NULL,
	`title` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`roster_id`) REFERENCES `rosters`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`staff_id`) REFERENCES `staff`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `roster_staff_roster` ON `roster_staff` (`tenant_id`,`roster_id`,`rank`);--> statement-breakpoint
CREATE TABLE `staff` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`sport_id` integer NOT NULL,
	`kind` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`title` text NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`twitter_username` text,
	`image` text,
	`bio` text,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`sport_id`) REFERENCES `sports`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
