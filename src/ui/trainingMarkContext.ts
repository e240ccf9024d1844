/** Whether the till sells from the training database (TrainingMark.tsx); apart, so the first load carries the flag without the mark. */
import { createContext } from 'react';

export const TrainingMarkContext = createContext(false);
