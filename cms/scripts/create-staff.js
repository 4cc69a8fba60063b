#!/usr/bin/env node
/**
 * Creates (or updates) a volunteer's account with the Coordination role (docs/admin.md, « Qui peut quoi »), the way an
 * operator does it on a deployed Strapi; it is also how a coordinator locked out gets a new password, their second
 * factor off (a lost phone and its recovery codes) and their other sessions ended:
 *   STAFF_EMAIL=marie@example.be STAFF_PASSWORD='…' pnpm --filter cms staff:create
 */
const path = require('node:path');
const { credentials, withStrapi } = require('./operator');

const { email, password } = credentials('STAFF');
withStrapi(async (strapi) => {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'coordination' } });
  const users = strapi.plugin('users-permissions').service('user');
  const existing = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email } });
  const account = { email, username: email, password, provider: 'local', confirmed: true, blocked: false, role: role.id };
  if (existing) {
    await users.edit(existing.id, account);
    const { secondFactor } = require(path.join(strapi.dirs.dist.src, 'engine', 'second-factor'));
    await secondFactor(strapi).reset(existing.id);
  } else await users.add(account);
  return `Compte de coordination ${existing ? 'mis à jour' : 'créé'} : ${email}`;
});
