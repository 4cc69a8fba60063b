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
