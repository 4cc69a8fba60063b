#!/usr/bin/env node
// The site's content loader reads Strapi at start-up: wait until Strapi answers (first start builds its panel).
const url = `${(process.env.STRAPI_URL ?? 'http://localhost:1337').replace(/\/$/, '')}/api/configuration`;
const deadline = Date.now() + 5 * 60_000;
process.stdout.write(`En attente de Strapi (${url})…\n`);
while (Date.now() < deadline) {
  try {
    if ((await fetch(url)).ok) process.exit(0);
  } catch {
    // not up yet
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
console.error(`Strapi ne répond pas sur ${url}.`);
process.exit(1);
