import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

/** The answer of a wizard step's parallel save: every part saved, or which ones failed. */
export interface PartialSavePayload<Part extends string> {
  ok: boolean;
  parts: readonly { part: Part; ok: boolean; message?: string | null }[];
  nextPath: string;
}

export interface FailedSavePart<Part extends string> {
  part: Part;
  message: string | null;
}

/**
 * The save of a wizard step whose parts are saved in parallel (sales §8 Sale details): all saved goes
 * to the next page; some failed lists them for a retry of just those (the rest stay saved). Errors
 * show at the top of the page; the page's form keeps a refusal's field messages (`useFieldErrors`).
 */
export function useWizardSave<Part extends string>() {
  const navigate = useNavigate();
  const [failedParts, setFailedParts] = useState<FailedSavePart<Part>[]>([]);

  /** Sends the save; `onError` shows the page's own banner for a refused or failed save. */
  const run = useCallback(
    async (
      send: () => Promise<PartialSavePayload<Part> | null | undefined>,
      onError: (error: unknown) => void,
    ): Promise<void> => {
      try {
        const payload = await send();
        if (!payload) throw new Error('No answer to the save');
        if (payload.ok) {
          setFailedParts([]);
          navigate(payload.nextPath);
          return;
        }
        // The parts that did save stay saved; a retry sends only the failed ones.
        setFailedParts(
          payload.parts.filter((p) => !p.ok).map((p) => ({ part: p.part, message: p.message ?? null })),
        );
      } catch (e) {
        onError(e);
      }
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [navigate],
  );

  return { run, failedParts };
}
