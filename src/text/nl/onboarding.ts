// Labels of the onboarding wizard (/onboarding).

export const onboardingPage = {
} as const;
