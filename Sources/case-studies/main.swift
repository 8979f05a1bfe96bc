import ArgumentParser
print("x")
