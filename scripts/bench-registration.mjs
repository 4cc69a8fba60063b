/**
 * A registration as the form sends it, for the benches: a neighbor every third one, each its own household (the
 * household limit counts per street and number) and its own address unless `email` says one.
 */
export const benchRegistration = (
  index,
  { email = `banc${index}@example.be`, firstName = 'Banc', lastName = `Essai${index}` } = {},
) => ({
  kind: index % 3 === 0 ? 'neighbor' : 'visitor',
  firstName,
  lastName,
  email,
  phone: '0470 12 34 56',
  street: index % 3 === 0 ? 'Rue du Ramier' : 'Chaussée de Waterloo',
  houseNumber: `${(index % 8) * 2 + 1}/${index}`,
  postalCode: index % 3 === 0 ? '1170' : '1180',
  city: 'Bruxelles',
  comment: '',
  acceptsRules: true,
  acceptsPrivacy: true,
});
