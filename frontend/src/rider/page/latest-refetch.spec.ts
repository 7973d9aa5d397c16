import { latestRefetch } from "./latest-refetch";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("latestRefetch", () => {
  it("runs once more after the refetch on its way when asked meanwhile, however often", async () => {
    const answers: Array<() => void> = [];
    const refetch = jest.fn(() => new Promise<void>((resolve) => answers.push(resolve)));
    const run = latestRefetch(refetch);
    run();
    run();
    run();
    expect(refetch).toHaveBeenCalledTimes(1);
    answers[0]!();
    await settle();
    expect(refetch).toHaveBeenCalledTimes(2);
    answers[1]!();
    await settle();
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it("keeps working after a failed refetch", async () => {
    const refetch = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(undefined);
    const run = latestRefetch(refetch);
    run();
    await settle();
    run();
    await settle();
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
