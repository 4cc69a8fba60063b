import { COMMITTEE_NAME, TEXTS } from '@brocante/shared';

/** The staff application; its screens come with the admin issue. */
export function App() {
  return (
    <main>
      <h1>Administration de la brocante</h1>
      <p>{COMMITTEE_NAME}</p>
      <nav aria-label="Administration">
        <ul>
          <li>{TEXTS.registrations}</li>
          <li>{TEXTS.locations}</li>
        </ul>
      </nav>
    </main>
  );
}
