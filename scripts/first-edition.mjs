/**
 * What a volunteer sends to set the committee's account and its first edition, sixty days away (the admin's Éditions
 * screen), through `staffCall(method, path, data)`: the production suite and the smallest-server bench start so.
 * Resolves with the edition's date, which names it in the API.
 */
export async function setUpFirstEdition(staffCall) {
  await staffCall('PUT', '/api/committee-account', {
    debtorName: 'Comité de quartier des Trois Tilleuls ASBL',
    debtorIban: 'BE21001234567803',
    debtorBic: 'GEBABEBB',
    statementDelayWorkingDays: 3,
  });
  const date = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  await staffCall('POST', '/api/editions', {
    date,
    arrivalFrom: '07:00',
    arrivalUntil: '09:00',
    registrationPrice: 12,
    neighborPrice: null,
    deposit: 0,
    pitchesPerRegistration: 1,
    householdRegistrationLimit: 2,
    neighborRegistrationEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    visitorRegistrationEnd: new Date(Date.now() + 50 * 86_400_000).toISOString(),
    registrantCancellationEnd: null,
    unpaidGraceDays: 21,
    reminderDaysBeforeExpiry: 5,
  });
  return date;
}

/** The quarter a fresh install leaves empty (cms/src/bootstrap/seed-committee-pages.ts), as the tests' committee gives it. */
export const FIRST_QUARTER = {
  quarterName: 'Quartier des Trois Tilleuls',
  commune: 'Watermael-Boitsfort',
  postalCodes: '1170',
  streets: [{ name: 'Rue du Ramier' }, { name: 'Avenue des Trois Tilleuls' }, { name: 'Chaussée de Waterloo' }],
};

/**
 * What the committee's first administrator does in the panel after the install, as its first steps say: the
 * committee's form completed with its quarter, saved, then published (until then no one can register). Through
 * `panelCall(method, path, body)`, resolving with the panel API's JSON answer.
 */
export async function completeTheQuarter(panelCall) {
  const committee = '/content-manager/single-types/api::committee.committee';
  const { status: _shown, ...form } = (await panelCall('GET', committee)).data;
  const { status: _saved, ...saved } = (await panelCall('PUT', committee, { ...form, ...FIRST_QUARTER })).data;
  await panelCall('POST', `${committee}/actions/publish`, saved);
}
