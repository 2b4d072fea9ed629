import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

interface LoadFailureProps {
  error: Error | null;
  /** The title when the error has no message of its own. */
  fallbackTitle: string;
  /** The list the user goes back to, and the button's text. */
  backTo: string;
  backLabel: string;
}

/** A record that could not be read (gone, not visible, or no network): say so and lead back to its list. */
export function LoadFailure({ error, fallbackTitle, backTo, backLabel }: LoadFailureProps) {
  return (
    <Alert
      color="red"
      role="alert"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={error?.message ?? fallbackTitle}
    >
      <Button component={Link} to={backTo} variant="light" mt="xs">
        {backLabel}
      </Button>
    </Alert>
  );
}
