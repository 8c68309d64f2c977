CREATE TABLE `facilities` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`teaser` text,
	`location` text,
	`description` text,
	`images` text NOT NULL,
	`featured_image` text,
	`featured` integer DEFAULT false NOT NULL,
	`capacity` integer,
	`year_opened` integer,
	`surface` text,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `facilities_title` ON `facilities` (`tenant_id`,`title`,`id`);--> statement-breakpoint
CREATE TABLE `facility_sports` (
	`tenant_id` integer NOT NULL,
	`facility_id` integer NOT NULL,
	`sport_id` integer NOT NULL,
	`rank` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `facility_id`, `sport_id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`facility_id`) REFERENCES `facilities`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`sport_id`) REFERENCES `sports`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
