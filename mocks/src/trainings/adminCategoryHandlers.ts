import { ApiFailure, integrityViolation } from '../http/failure';
import { operation } from '../http/operation';
import { clock } from '../store/clock';
import { trainingCategories, trainingCategoryLinks } from '../store/schema/trainings';
import { trainingMessages } from './texts';
import { toTrainingCategory } from './views';

export const adminTrainingCategoryHandlers = [
  // Roles root or problem_admin (x-roles). A name is taken within the group sent, or anywhere when none is.
  operation('addAdminTrainingCategory', 'required', async ({ body }) => {
    const dto = await body();
    const name = dto.string('name');
    const gid = dto.int('gid');
    if (trainingCategories.some((c) => c.name === name && (gid === null || c.gid === gid)))
      throw new ApiFailure(400, trainingMessages.categoryTaken);
    if (name === null) throw integrityViolation();
    const now = clock.now();
    const row = trainingCategories.insert({
      id: trainingCategories.nextId(),
      name,
      color: dto.string('color'),
      gid,
      gmtCreate: now,
      gmtModified: now,
    });
    return { data: toTrainingCategory(row) };
  }),

  // `updateById`: the fields sent non-null change.
  operation('updateAdminTrainingCategory', 'required', async ({ body }) => {
    const dto = await body();
    const row = trainingCategories.get(dto.int('id'));
    if (!row) throw new ApiFailure(400, trainingMessages.categoryUpdateFailed);
    const name = dto.string('name');
    const color = dto.string('color');
    trainingCategories.update(row, {
      name: name ?? row.name,
      color: color ?? row.color,
      gmtModified: clock.now(),
    });
    return { data: null };
  }),

  // Its trainings keep going without a category (the mapping rows cascade away).
  operation('deleteAdminTrainingCategory', 'required', ({ query }) => {
    const cid = query.requiredInt('cid');
    if (!trainingCategories.delete(cid)) throw new ApiFailure(400, trainingMessages.deleteFailed);
    for (const link of trainingCategoryLinks.where('cid', cid)) trainingCategoryLinks.delete(link.tid);
    return { data: null };
  }),
];
