import { GENERIC_ERROR } from '@aspire/domain';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-client';

/**
 * A form that sets a new password and is done once the server agrees: the message under it
 * (a problem, the server's error, or its success) and whether it is done.
 */
export function usePasswordFormOutcome(initialMessage = '') {
  const [message, setMessage] = useState(initialMessage);
  const [done, setDone] = useState(false);
  /** Shows `problem` if there is one; else sends, then shows the answer or the error. */
  const submit = async (
    problem: string | null,
    send: () => Promise<{ message?: string } | null | undefined>,
    success: string,
  ) => {
    if (problem) return setMessage(problem);
    setMessage('');
    try {
      const result = await send();
      setMessage(result?.message || success);
      setDone(true);
    } catch (error) {
      setMessage(errorMessage(error, GENERIC_ERROR));
    }
  };
  return { message, done, submit };
}
