import { providePreview } from './formulaPreview';
import { mathPreview } from './mathPreview';

/**
 * Imported by code whose first screen is maths, so that its formulas are previewed in its first render instead
 * of after a fetch (formulaPreview.ts): a problem statement, and the parts of a long document, which are drawn
 * in later tasks and cannot wait.
 */
providePreview(mathPreview);
