import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { languageJudgeOf, languageOrder, languagesOfProblem } from '../store/queries/problems';
import { languages, problems } from '../store/schema/problems';
import { toCodeTemplate, toLanguage } from './views';

export const languageHandlers = [
  // Every judge's languages, or with `all=false` only those of the site or of problem `pid`'s remote judge. An
  // unknown `pid` there is a NullPointerException on the backend: HTTP 500.
  operation('getLanguages', 'anon', ({ query }) => {
    const pid = query.int('pid');
    const onlyOneJudge = query.bool('all', true) === false;
    let judge = 'ME';
    if (pid !== undefined) {
      const problem = problems.get(pid);
      if (!problem) throw new ApiFailure(500, messages.serverError, 500);
      judge = languageJudgeOf(problem);
    }
    const rows = onlyOneJudge ? languages.where('oj', judge) : languages.all();
    return { data: rows.sort(languageOrder).map(toLanguage) };
  }),

  operation('getProblemLanguages', 'anon', ({ query }) => {
    const problem = problems.get(query.requiredInt('pid'));
    return { data: problem ? languagesOfProblem(problem).map(toLanguage) : [] };
  }),

  // Every template row of the problem; ids are stable per problem and language.
  operation('getProblemCodeTemplate', 'anon', ({ query }) => {
    const problem = problems.get(query.requiredInt('pid'));
    if (!problem) return { data: [] };
    const allowed = languagesOfProblem(problem);
    return {
      data: Object.entries(problem.codeTemplates).flatMap(([name, code]) => {
        const language = allowed.find((l) => l.name === name);
        return language ? [toCodeTemplate(problem, language, code, problem.id * 100 + language.id)] : [];
      }),
    };
  }),
];
