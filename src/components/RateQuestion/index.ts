export { RateQuestion, type RateQuestionProps } from './RateQuestion';
export { rateFlagText, rateQuestion, rateText, usualRateText } from './rateWords';
