import { commentMessages } from '../comments/texts';
import { contestMessages } from '../contests/handlers';
import { messages } from '../http/messages';
import { judgeMessages } from '../judge/texts';
import { noticeMessages } from '../messages/adminNoticeHandlers';
import { carouselMessages } from '../site/carousel';
import { trainingMessages } from '../trainings/texts';

/**
 * The mock's refusals quoted against the backend's literals (HimitZH/HOJ, hoj-springboot/DataBackup), so a
 * drifting text fails here with the Java source named. The handlers' own tests check when each is answered.
 */
describe.each([
  ['RejudgeManager.manualJudge: submission gone', judgeMessages.manualMissing, '错误：该提交数据已不存在！'],
  [
    'RejudgeManager.manualJudge: still judged',
    judgeMessages.manualJudging,
    '错误：该提交正在评测中，无法修改，请稍后再尝试！',
  ],
  [
    'RejudgeManager.manualJudge: compile error',
    judgeMessages.manualCompileError,
    '错误：编译失败的提交无法修改！',
  ],
  [
    'RejudgeManager.cancelJudge: still judged',
    judgeMessages.cancelJudging,
    '错误：该提交正在评测中，无法取消，请稍后再尝试！',
  ],
  ['JudgeManager.resubmit: not the owner', judgeMessages.notYourSubmission, '非提交该评测的用户不可操作！'],
  ['JudgeManager.updateSubmission: bad request', judgeMessages.shareBadRequest, '修改失败，请求参数错误！'],
  ['ContestManager.getContestInfo: missing or hidden', contestMessages.missing, '对不起，该比赛不存在!'],
  [
    'ContestManager.toRegisterContest: wrong password',
    contestMessages.wrongPassword,
    '比赛密码错误，请重新输入！',
  ],
  ['TrainingManager.toRegisterTraining: blank', trainingMessages.registerBlank, '请求参数不能为空！'],
  [
    'TrainingManager.toRegisterTraining: wrong password',
    trainingMessages.wrongPassword,
    '训练密码错误，请重新输入！',
  ],
  ['AdminNoticeManager.addSysNotice', noticeMessages.addFailed, '发布失败'],
  ['AdminNoticeManager.updateSysNotice', noticeMessages.updateFailed, '更新失败'],
  ['AdminNoticeManager.deleteSysNotice', noticeMessages.deleteFailed, '删除失败'],
  ['CommentManager.deleteComment: gone', commentMessages.commentGone, '删除失败，当前评论已不存在！'],
  ['CommentManager.addReply: comment gone', commentMessages.replyCommentGone, '回复失败，当前评论已不存在！'],
  [
    'ImageManager.uploadCarouselImg: bad type',
    carouselMessages.badType,
    '请选择jpg,jpeg,gif,png,webp,jfif,svg格式的头像图片！',
  ],
  ['ConfigManager.deleteHomeCarousel: unknown id', carouselMessages.notFound, '文件id错误，图片不存在'],
  ['GlobalExceptionAdvice: any other exception', messages.serverError, 'Server Error!'],
])('%s', (_where, mock, backend) => {
  it('is the backend’s text', () => expect(mock).toBe(backend));
});
