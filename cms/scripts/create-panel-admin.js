#!/usr/bin/env node
/**
 * Creates the first administrator of Strapi's panel before the panel is reachable (README, "Déploiement"):
 * until one exists, the panel's first visitor would become its super administrator.
 *   PANEL_ADMIN_EMAIL=president@example.be PANEL_ADMIN_PASSWORD='…' PANEL_ADMIN_NAME='Paul Président' pnpm --filter cms panel:admin
 * Strapi's own `strapi admin:create-user` takes the password on the command line and compiles the project.
 */
const { credentials, withStrapi } = require('./operator');

const { email, password } = credentials('PANEL_ADMIN');
const [firstname, ...rest] = (process.env.PANEL_ADMIN_NAME ?? '').trim().split(/\s+/);
withStrapi(async (strapi) => {
  if (!firstname) throw new Error('PANEL_ADMIN_NAME : le prénom et le nom sont attendus.');
  if (await strapi.admin.services.user.exists({ email })) throw new Error(`Un compte du panneau existe déjà : ${email}`);
  const superAdmin = await strapi.admin.services.role.getSuperAdmin();
  await strapi.admin.services.user.create({
    email,
    firstname,
    lastname: rest.join(' ') || null,
    password,
    registrationToken: null,
    isActive: true,
    roles: [superAdmin.id],
  });
  return `Administrateur du panneau créé : ${email}`;
});
