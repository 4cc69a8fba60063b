import { ExhibitorMessageForm } from '../../features/messages/components/ExhibitorMessageForm';

export function MessagesRoute() {
  return (
    <>
      <h1>Message aux exposants</h1>
      <p>
        Les infos pratiques quelques jours avant la brocante, un changement d'horaire : écrivez le message une fois, choisissez
        qui le reçoit. Chaque personne le reçoit une fois, même si vous cliquez deux fois.
      </p>
      <ExhibitorMessageForm />
    </>
  );
}
