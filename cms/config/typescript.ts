// Strapi's generated content-type typings are not kept: the code compiles the same in development,
// tests and CI (no generated files that drift).
export default { autogenerate: false };
