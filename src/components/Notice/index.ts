export { Notice, NOTICE_DURATION_MS, noticeTones, type NoticeProps, type NoticeTone } from './Notice';
