import { integrityViolation } from '../http/failure';
import { categories } from '../store/schema/discussions';

/** A discussion's category is a foreign key: one that does not exist fails in the database (HTTP 500). */
export function requireCategory(categoryId: number): number {
  if (!categories.has(categoryId)) throw integrityViolation();
  return categoryId;
}
