import { randomBytes } from "node:crypto";
import { access, mkdir, rename, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { DemoBanner } from "./demo-banners";
import type { DemoMenuItem } from "./demo-menu-item";
import type { DemoRestaurant } from "./demo-restaurants";
import { bannerSvg, menuItemSvg, restaurantSvg } from "./demo-image-svg";
import { hashString } from "./seed-random";
import { textSupport } from "./svg-text-support";

/** One picture to make: its SVG and the file it becomes. */
export interface DemoImageJob {
  /** e.g. "seed-godavari-ruchulu--chicken-65-3f2a9c01.webp": slug plus a hash of the drawing. */
  file: string;
  svg: string;
}

export interface DemoImagePlan {
  jobs: DemoImageJob[];
  /** Image URL (/uploads/<file>) per restaurant slug. */
  restaurants: Map<string, string>;
  /** Image URL per menu item, keyed by `${restaurantSlug}/${itemName}`. */
  menuItems: Map<string, string>;
  /** Image URL per banner slug. */
  banners: Map<string, string>;
}

export interface DemoImageStats {
  written: number;
  reused: number;
  milliseconds: number;
}

export const WEBP_QUALITY = 72;

/** "Poori Curry (3 pcs)" -> "poori-curry-3-pcs". */
export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

export const menuItemKey = (restaurantSlug: string, itemName: string): string => `${restaurantSlug}/${itemName}`;

/**
 * The hash of the SVG is part of the file name, so an unchanged picture is never drawn twice and a
 * changed drawing gets a new file instead of a stale one.
 */
function job(slug: string, svg: string): DemoImageJob {
  return { file: `seed-${slug}-${hashString(svg).toString(16).padStart(8, "0")}.webp`, svg };
}

const url = (file: string) => `/uploads/${file}`;

/** Every SVG and file name, without touching the disk. Pure apart from the text probe result it is given. */
export function planDemoImages(
  restaurants: readonly DemoRestaurant[],
  menus: Readonly<Record<string, readonly DemoMenuItem[]>>,
  banners: readonly DemoBanner[],
  support: { text: boolean; rupee: boolean },
): DemoImagePlan {
  const plan: DemoImagePlan = { jobs: [], restaurants: new Map(), menuItems: new Map(), banners: new Map() };
  for (const restaurant of restaurants) {
    const menu = menus[restaurant.slug] ?? [];
    const cover = job(restaurant.slug, restaurantSvg(restaurant.slug, restaurant.category, menu));
    plan.jobs.push(cover);
    plan.restaurants.set(restaurant.slug, url(cover.file));
    for (const item of menu) {
      const seed = `${restaurant.slug}:${item.name}`;
      const picture = job(`${restaurant.slug}--${slugify(item.name)}`, menuItemSvg(item.name, item.category, seed));
      plan.jobs.push(picture);
      plan.menuItems.set(menuItemKey(restaurant.slug, item.name), url(picture.file));
    }
  }
  for (const banner of banners) {
    const picture = job(`banner-${banner.slug}`, bannerSvg(banner, support));
    plan.jobs.push(picture);
    plan.banners.set(banner.slug, url(picture.file));
  }
  return plan;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Renders one SVG to WebP; written under a temporary name and renamed, so a file is never half there. */
export async function renderWebp(svg: string, target: string): Promise<void> {
  const temporary = `${target}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  try {
    await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: 2 }).toFile(temporary);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** Writes the planned pictures that are not in `uploadDir` yet, a few at a time. */
export async function writeDemoImages(plan: DemoImagePlan, uploadDir: string): Promise<DemoImageStats> {
  const started = performance.now();
  await mkdir(uploadDir, { recursive: true });
  const queue = [...plan.jobs];
  let written = 0;
  let reused = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const target = path.join(uploadDir, next.file);
      if (await exists(target)) {
        reused++;
      } else {
        await renderWebp(next.svg, target);
        written++;
      }
    }
  };
  const workers = Math.max(2, Math.min(8, os.availableParallelism()));
  await Promise.all(Array.from({ length: workers }, worker));
  return { written, reused, milliseconds: Math.round(performance.now() - started) };
}

/** Plans and writes every demo picture; returns the URLs to store. */
export async function generateDemoImages(
  uploadDir: string,
  restaurants: readonly DemoRestaurant[],
  menus: Readonly<Record<string, readonly DemoMenuItem[]>>,
  banners: readonly DemoBanner[],
): Promise<{ plan: DemoImagePlan; stats: DemoImageStats }> {
  const plan = planDemoImages(restaurants, menus, banners, await textSupport());
  const stats = await writeDemoImages(plan, uploadDir);
  return { plan, stats };
}
